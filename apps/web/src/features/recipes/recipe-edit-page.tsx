import { useState, type FormEvent } from 'react';
import { Badge, Card, Group, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  RECIPE_NAME_MAX,
  RECIPE_TYPE_KEYS,
  RECIPE_TYPE_LABELS,
  type RecipeAnswer,
  type RecipeType,
} from '@dripp/contract/recipes';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { SpanishFields, useSpanishDraft } from '../../components/spanish-fields';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { MediaSection } from '../../components/media-section';
import { NotLoaded } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { SaveCancel } from '../../components/save-cancel';
import { RichTextEditor } from '../../components/rich-text-editor';
import { useUploadSave } from '../../components/use-upload-save';
import { fieldError } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { useUpdateRecipe } from './api/update-recipe';
import { useRecipe } from './api/get-recipe';
import { usePermissions } from '../../lib/permissions';
import { changedFrom } from '../../lib/use-unsaved-changes';
import { useLingui } from '@lingui/react/macro';

function RecipeForm({ answer, onReload }: { answer: RecipeAnswer; onReload: () => void }) {
  const { recipe, files } = answer;
  const { t, i18n } = useLingui();
  const update = useUpdateRecipe();
  const [name, setName] = useState(recipe.name);
  const [type, setType] = useState<RecipeType>(recipe.type);
  const [content, setContent] = useState(recipe.content);
  const nameEs = useSpanishDraft('name', recipe);
  const contentEs = useSpanishDraft('content', recipe);
  const media = useUploadSave({
    fieldsChanged:
      changedFrom({ name, type, content }, { name: recipe.name, type: recipe.type, content: recipe.content }) ||
      nameEs.changed ||
      contentEs.changed,
    successMessage: t`Successfully updated Recipe`,
    streamVideos: true,
  });

  const recipeName = recipe.name;
  const mediaLabel = t`${recipeName} media`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Blank name changes are ignored (spec 2 §5).
    if (!name.trim()) return;
    const { upload, streamed, onProgress, options } = media.begin();
    // Recipe edits reload in place (spec 2 §4).
    update.mutate(
      {
        id: recipe.id,
        body: { name: name.trim(), type, content, ...nameEs.body(), ...contentEs.body(), ...upload },
        onProgress,
        streamed,
      },
      options,
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Card padding="xl">
        <Stack gap="lg">
          <Badge variant="light" color={recipe.store_id === null ? 'espresso' : 'orange'} w="fit-content">
            {recipe.store_id === null ? t`Global recipe` : t`Store recipe`}
          </Badge>
          <Group grow align="flex-start" wrap="wrap" gap="md">
            <TextInput
              label={t`Name`}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={RECIPE_NAME_MAX}
              withAsterisk
              error={fieldError(media.errors, 'name')}
              miw={220}
            />
            <Select
              label={t`Recipe category`}
              data={RECIPE_TYPE_KEYS.map((value) => ({ value, label: i18n._(RECIPE_TYPE_LABELS[value]) }))}
              value={type}
              onChange={(value) => value && setType(value as RecipeType)}
              allowDeselect={false}
              miw={200}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          <SpanishFields draft={nameEs} label={t`Name`} maxLength={RECIPE_NAME_MAX} english={null} />
          <SpanishFields
            draft={contentEs}
            label={t`Recipe`}
            kind="rich"
            english={<RichTextEditor label={t`Recipe`} value={content} onChange={setContent} minHeight={220} />}
          />
          <MediaSection
            upload={media}
            saving={update.isPending}
            files={files}
            onRemoved={onReload}
            label={mediaLabel}
          />
          <SaveCancel cancelHref={paths.adminRecipes.href()} saving={update.isPending} />
        </Stack>
      </Card>
    </form>
  );
}

/** /admin/recipes/{id} (spec 2 §2): name, recipe category, rich text, media upload and delete, Save and Cancel. */
export function RecipeEditPage() {
  const params = useParams();
  const raw = Number(params.id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const { can } = usePermissions();
  const allowed = can('recipes-edit');
  const recipe = useRecipe(allowed ? id : null);
  const { t } = useLingui();
  useDocumentTitle(t`Edit Recipe · Dripp Portal`);

  if (!allowed) return <Forbidden />;
  if (id == null) return <NotFoundPage />;
  return (
    <Stack gap={0} maw={1040}>
      <PageHeader title={t`Edit Recipe`} />
      {loadFailure(recipe) ? (
        <NotLoaded
          message={t`This recipe could not be loaded.`}
          backHref={paths.adminRecipes.href()}
          backLabel={t`Back to Recipes`}
          failure={loadFailure(recipe)}
        />
      ) : recipe.data === undefined ? (
        <Skeleton height={420} radius="md" role="status" aria-label={t`Loading`} />
      ) : (
        <RecipeForm
          key={JSON.stringify(recipe.data.recipe)}
          answer={recipe.data}
          onReload={() => void recipe.refetch()}
        />
      )}
    </Stack>
  );
}
