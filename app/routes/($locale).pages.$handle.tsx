import type {Route} from './+types/($locale).pages.$handle';
import {StubPage} from '~/components/StubPage';
import {useLoaderData} from 'react-router';

export async function loader({params}: Route.LoaderArgs) {
  const handle = params.handle ?? '';
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(handle)) throw new Response('Not found', {status: 404});
  return {title: handle.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())};
}

export const meta = ({data}: Route.MetaArgs) => [{title: data?.title ?? 'Page'}];

export default function ContentPage() {
  const {title} = useLoaderData<typeof loader>();
  return <StubPage title={title} />;
}
