import { useSyncExternalStore } from 'react';

/** docs/wire-protocol.md §3 "Alert message": a success flag, a mode shown as the title, and the message. */
export interface AlertInput {
  success: boolean;
  /** 'info' for information that is neither a success nor an error (a neutral banner). */
  tone?: 'info';
  mode?: string;
  message: string;
  /** Milliseconds before it hides; 0 keeps it until closed. Default: by screen (docs/wire-protocol.md §8/§9). */
  duration?: number;
}

export interface Alert extends Required<Omit<AlertInput, 'mode' | 'tone'>> {
  id: number;
  mode: string | undefined;
  tone: 'info' | undefined;
}

export const ENTRY_ALERT_MS = 2000;
export const ALERT_MS = 3000;

// The entry flow (landing, login, join, sign-up, forgot password) hides alerts after 2 s;
// every other screen after 3 s.
const ENTRY_PATHS = /^\/(login|join|signup|forgot-password[\w-]*)?\/?$/;

export function defaultAlertDuration(pathname: string): number {
  return ENTRY_PATHS.test(pathname) ? ENTRY_ALERT_MS : ALERT_MS;
}

let current: Alert | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows one alert, replacing any alert on screen. The only way the app raises an alert. */
export function showAlert(input: AlertInput): void {
  clearTimeout(timer);
  const duration = input.duration ?? defaultAlertDuration(location.pathname);
  const alert: Alert = {
    id: nextId++,
    success: input.success,
    tone: input.tone,
    mode: input.mode,
    message: input.message,
    duration,
  };
  current = alert;
  if (duration > 0) timer = setTimeout(() => hideAlert(alert.id), duration);
  emit();
}

/** Hides the alert on screen, or only alert `id` when given (so a stale timer cannot hide a newer one). */
export function hideAlert(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getAlert(): Alert | null {
  return current;
}

export function useCurrentAlert(): Alert | null {
  return useSyncExternalStore(subscribe, getAlert, getAlert);
}
