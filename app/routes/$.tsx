/** Any address no other route claims is a 404 page inside the shell. */
export async function loader() {
  throw new Response('Not found', {status: 404});
}

export default function NotFound() {
  return null;
}
