import { createContext, type ReactNode, useContext } from 'react';

import type { IsoDate } from '@app/schengen-rules';

import { useAuth } from '../session';
import { todayIn } from './today';

export { todayIn } from './today';

type Clock = () => Date;

const ClockContext = createContext<Clock>(() => new Date());

/** Replaces the clock below it; tests pass a fixed instant. */
export function TodayProvider({ now, children }: { now: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

/** The signed-in user's today (YYYY-MM-DD in their profile timezone), read once per render. */
export function useToday(): IsoDate {
  const now = useContext(ClockContext);
  const { user } = useAuth();
  return todayIn(now(), user?.timezone);
}
