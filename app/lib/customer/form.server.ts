/**
 * Reading posted forms on the server. A body that is not a form (forged or broken
 * posts) reads as an empty form, so it meets the same validation messages as a blank
 * one instead of failing the request.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** The first text value of a form field, or null. */
export function formText(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
}
