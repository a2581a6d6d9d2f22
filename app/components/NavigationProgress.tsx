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
      className="fixed top-0 left-0 z-60 h-[3px] w-0 bg-accent opacity-0 [transition:width_0.4s_ease,opacity_0.3s_ease] not-data-[state=idle]:w-[85%] not-data-[state=idle]:opacity-100 not-data-[state=idle]:[transition:width_8s_cubic-bezier(0.1,0.7,0.1,1),opacity_0.1s]"
    />
  );
}
