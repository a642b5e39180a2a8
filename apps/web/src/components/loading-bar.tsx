import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useNavigation } from 'react-router';

/** A thin bar along the top of the window while any query, mutation or navigation is running. */
export function LoadingBar() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigation = useNavigation();
  const isBusy = fetching + mutating > 0 || navigation.state !== 'idle';
  if (!isBusy) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary-100"
    >
      <div className="h-full w-1/4 animate-progress bg-primary-600" />
    </div>
  );
}
