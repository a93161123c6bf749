import type { Scope } from 'effector';

/** What every route's beforeLoad can use: the effector scope this app (or prerendered page) runs in. */
export interface RouterContext {
  scope: Scope;
}
