import { useEffect, useState } from 'react';

/** Shows `true` only after `on` has stayed true for `ms` (so short reconnects stay silent). */
export function useDelayed(on: boolean, ms: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return shown;
}
