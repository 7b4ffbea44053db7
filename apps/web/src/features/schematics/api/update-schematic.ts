import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchematicUpdate, SchematicWithFiles } from '@dripp/contract/schematics';
import { sendWithProgress } from '../../../components/file-upload';
import { schematicQuery } from './get-schematic';

/** PUT /schematics/{id} {name, optional file, filename}, with upload progress. */
export async function updateSchematic(input: {
  id: number;
  body: SchematicUpdate;
  onProgress?: (percent: number) => void;
}): Promise<SchematicWithFiles> {
  const answer = await sendWithProgress<SchematicWithFiles>('PUT', `/schematics/${input.id}`, {
    body: input.body,
    fallback: 'Could not edit Schematic',
    onProgress: input.onProgress,
  });
  return answer.data;
}

export function useUpdateSchematic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSchematic,
    onSuccess: (data) => {
      client.setQueryData(schematicQuery(data.id).queryKey, data);
      void client.invalidateQueries({ queryKey: ['schematics', 'list'] });
      void client.invalidateQueries({ queryKey: ['schematics', 'files'] });
    },
  });
}
