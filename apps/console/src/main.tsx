import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/forms.css';
import './styles/kit.css';
import './styles/settings.css';
import './styles/admin-lists.css';
import './styles/dashboard.css';
import './styles/people.css';
import './styles/content.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
