import {redirect} from 'react-router';

/** Editors' preview entry point; content preview lands with the content service. */
export async function loader() {
  return redirect('/');
}
