import {useNavigation} from 'react-router';

/** A thin bar at the top of the page while a navigation or form submission is in flight. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const active = navigation.state !== 'idle';
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!active}
      data-state={navigation.state}
      className="navigation-progress"
    />
  );
}
