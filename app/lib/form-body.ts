/**
 * Every action of the store reads a form. A body that is not one (JSON, plain text, a
 * broken multipart) made `request.formData()` throw deep inside an action: a 500 for
 * what is the sender's mistake. The worker entry answers it with a 400 first.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function isUnreadableForm(request: Request): Promise<boolean> {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const type = (request.headers.get('Content-Type') ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return false;
  if (!type) return request.body !== null;
  if (type !== 'multipart/form-data') return true;
  try {
    await request.clone().formData();
    return false;
  } catch {
    return true;
  }
}

export function unreadableFormResponse() {
  return new Response(
    'We couldn’t read that form. Please try again from the store’s pages.',
    {
      status: 400,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      },
    },
  );
}
