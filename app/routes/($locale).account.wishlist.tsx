import {StubPage} from '~/components/StubPage';

export const meta = () => [{title: 'Your wishlist'}];

export default function Route() {
  return <StubPage title="Your wishlist" />;
}
