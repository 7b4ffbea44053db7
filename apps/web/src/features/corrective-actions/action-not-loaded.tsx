import { useLingui } from '@lingui/react/macro';
import { NotLoaded } from '../../components/not-loaded';
import { paths } from '../../config/paths';
import type { LoadFailure } from '../../lib/load-state';

/** An action that could not be loaded, on its page and its edit form: retry, or back to the actions. */
export function ActionNotLoaded({ failure }: { failure: LoadFailure }) {
  const { t } = useLingui();
  return (
    <NotLoaded
      message={t`This action could not be loaded.`}
      backHref={paths.actions.href()}
      backLabel={t`Back to the actions`}
      failure={failure}
    />
  );
}
