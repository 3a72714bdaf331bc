import type { RouteObject } from 'react-router';
import { SettingsPage } from './settings-page';

/** The screens under /settings, relative to it. */
export const settingsRoutes: RouteObject[] = [{ index: true, element: <SettingsPage /> }];
