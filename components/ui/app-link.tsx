import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * Every link from one of our pages to another (with MUI: `component={AppLink}`): Next's Link,
 * without prefetching the target when the link comes into view. That prefetch made every page
 * fetch the data and code of 2–3 other routes during its own start-up (`/` made 32 requests at
 * load, 18 without), for visitors who mostly never follow those links. Next still prefetches a
 * link when it is hovered or touched (next/dist/client/link.js), so the click stays fast for
 * whoever reaches for it. A link may still ask for `prefetch` itself. ESLint sends every other
 * import of next/link here.
 */
export function AppLink({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
