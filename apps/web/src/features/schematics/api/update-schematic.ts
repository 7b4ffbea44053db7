import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schematicsEndpoints } from '@dripp/contract/endpoints/schematics';
import type { SchematicUpdate, SchematicWithFiles } from '@dripp/contract/schematics';
import { sendWithProgress, type PickedFile } from '../../../components/upload-request';
import { invalidate } from '../../../lib/endpoints';
import { schematicQuery } from './get-schematic';
import { t } from '@lingui/core/macro';

/** PUT /schematics/{id} {name, optional file, filename}, with upload progress. */
export async function updateSchematic(input: {
  id: number;
  body: SchematicUpdate;
  onProgress?: (percent: number) => void;
  /** A video picked for the streamed upload, sent once the fields are saved. */
  streamed?: PickedFile | null;
}): Promise<SchematicWithFiles> {
  return sendWithProgress(
    schematicsEndpoints.update,
    { params: { id: input.id }, body: input.body },
    {
      fallback: t`Could not edit Schematic`,
      onProgress: input.onProgress,
      stream: { file: input.streamed, owner: 'schematic', idOf: (data) => data.id },
    },
  );
}

export function useUpdateSchematic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSchematic,
    onSuccess: (data) => {
      client.setQueryData(schematicQuery(data.id).queryKey, data);
      void invalidate(client, schematicsEndpoints.list);
      void invalidate(client, schematicsEndpoints.listWithFiles);
    },
  });
}
