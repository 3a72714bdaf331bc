import type { ReactNode } from 'react';

/** The frame of the pages before signing in: the console's name, a title, one form. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth">
      <main className="auth__card">
        <p className="auth__product">Loyalty console</p>
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}
