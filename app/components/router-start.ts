/**
 * Gets React Router's router ready before React hydrates the page, each step a task of
 * its own.
 *
 * `HydratedRouter` does two things the first time it is drawn: it starts reading the
 * server's state from the page (and suspends until that is read), then creates the router,
 * ranking and compiling every route's pattern (we send all of them: decision 018). React
 * hydrates in slices of a few milliseconds, but one component's render is one slice, so
 * the router's creation (17–37 ms on this project's machine, four times that on
 * Lighthouse's phone) made the first slice of every page a long task. Called as a plain
 * function, `HydratedRouter` does both steps outside React: it throws the promise of the
 * state (awaited here), and once the state is read it creates the router, keeps it, and
 * throws at its first hook, which needs React. React's own first render then finds the
 * router made (decision 024).
 *
 * Reading the state first also keeps a tap made while the page starts from meeting a root
 * that suspends ("Root did not complete", #345).
 */
export async function startRouter(
  HydratedRouter: unknown,
  {createRouter = true}: {createRouter?: boolean} = {},
) {
  const draw = () => (HydratedRouter as (props: object) => unknown)({});
  try {
    draw();
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown.catch(() => {});
  }
  if (!createRouter) return;
  await nextTask();
  try {
    draw();
  } catch {
    // Its first hook, as expected. A real failure (the state unreadable) is thrown again
    // when React draws it, where the page's error boundary catches it.
  }
  await nextTask();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
