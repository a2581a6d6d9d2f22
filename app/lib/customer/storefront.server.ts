/**
 * Storefront API answers for account actions. GraphQL-level errors (a bad document,
 * a throttled shop) come back beside the data rather than thrown; here they become
 * exceptions so each action has one failure path: "Something went wrong".
 */
type WithErrors = {errors?: readonly {message: string}[] | unknown};

export async function storefrontResult<T extends WithErrors>(
  call: Promise<T>,
): Promise<T> {
  const result = await call;
  const errors = result?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    throw new Error(
      `Storefront API: ${errors.map((error: {message?: string}) => error?.message).join('; ')}`,
    );
  }
  return result;
}
