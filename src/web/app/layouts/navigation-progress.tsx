import { useNavigation } from 'react-router';

/** A thin bar at the top while the router loads the next page's code. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-600"
    />
  );
}
