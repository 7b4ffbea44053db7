import { NotLoaded } from '../../components/not-loaded';
import { paths } from '../../config/paths';
import type { LoadFailure } from '../../lib/load-state';

/** An action that could not be loaded, on its page and its edit form: retry, or back to the actions. */
export function ActionNotLoaded({ failure }: { failure: LoadFailure }) {
  return (
    <NotLoaded
      message="This action could not be loaded."
      backHref={paths.actions.href()}
      backLabel="Back to the actions"
      failure={failure}
    />
  );
}
