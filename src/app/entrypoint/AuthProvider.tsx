import { useEffect, type ReactNode } from 'react';
import { startAuth } from '@/entities/session';
import { isProtectedPath } from '../router/route-table';

/** Starts authentication once, on the first render of the app; pages render meanwhile. */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    void startAuth({ isProtectedPath });
  }, []);
  return children;
}
