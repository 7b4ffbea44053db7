import { ActionIcon, Anchor, Button, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { HrDocument } from '@dripp/contract/documents';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { confirmDelete } from '../../components/confirm-delete';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { notifySuccess } from '../../lib/notify';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { useDeleteDocument } from './api/delete-document';
import { useDocuments } from './api/get-documents';
import { downloadDocument, formatSize } from './open-document';

/** Spec 2 §9: the documents table turns into cards at 900 px or narrower. */
const NARROW_SCREEN = '(max-width: 900px)';

/** /admin/documents (spec 2 §2 "HR documents admin"): title, filename and size; cards at 900 px and below. */
export function DocumentsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Documents · Dripp Portal`);
  const { can, canAny } = usePermissions();
  const mayOpen = canAny(['documents-forms-edit', 'documents-forms-view', 'documents-forms-create']);
  const documents = useDocuments(mayOpen);
  const remove = useDeleteDocument();
  const narrow = useMediaQuery(NARROW_SCREEN);

  if (!mayOpen) return <Forbidden />;

  const onDelete = (doc: HrDocument) =>
    confirmDelete({
      message: t`Are you sure you want to delete this Document?`,
      onConfirm: () => remove.mutate(doc.id, { onSuccess: () => notifySuccess(t`Successfully removed document`) }),
    });

  const columns: Column<HrDocument>[] = [
    {
      key: 'title',
      label: t`Title`,
      render: (doc) =>
        can('documents-forms-edit') ? (
          <Anchor component={Link} to={paths.adminDocument.href(doc.id)} fw={600}>
            {doc.title}
          </Anchor>
        ) : (
          doc.title
        ),
    },
    {
      key: 'file',
      label: t`Filename`,
      render: (doc) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {doc.file}
        </Text>
      ),
    },
    { key: 'size', label: t`Size`, render: (doc) => formatSize(doc.size) },
    {
      key: 'actions',
      label: t`Actions`,
      render: (doc) => {
        const { title } = doc;
        return (
          <Group gap={4} wrap="nowrap">
            {can('documents-forms-edit') && (
              <Tooltip label={t`Edit`}>
                <ActionIcon
                  component={Link}
                  to={paths.adminDocument.href(doc.id)}
                  variant="subtle"
                  aria-label={t`Edit ${title}`}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {/* Spec 2 §6: Download shows only with documents-forms-download. */}
            {can('documents-forms-download') && (
              <Tooltip label={t`Download`}>
                <ActionIcon
                  variant="subtle"
                  onClick={() => void downloadDocument(doc.id)}
                  aria-label={t`Download ${title}`}
                >
                  <IconDownload size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {can('documents-forms-delete') && (
              <Tooltip label={t`Delete`}>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  onClick={() => onDelete(doc)}
                  loading={remove.isPending && remove.variables === doc.id}
                  aria-label={t`Delete ${title}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Documents`}
        actions={
          can('documents-forms-create') && (
            <Button component={Link} to={paths.adminDocument.href('new')} leftSection={<IconPlus size={16} />}>
              <Trans>Add Document</Trans>
            </Button>
          )
        }
      />
      <Card padding="lg">
        {loadFailure(documents) ? (
          <LoadFailed failure={loadFailure(documents)!} message={t`Could not get Hr-Documents`} />
        ) : documents.data === undefined ? (
          <Stack gap="sm" role="status" aria-label={t`Loading documents`}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : (
          <ResponsiveTable
            label={t`Documents`}
            columns={columns}
            rows={documents.data}
            rowKey={(doc) => doc.id}
            emptyText={t`No documents yet`}
            cardsBelow={narrow ? 'xl' : 'xs'}
          />
        )}
      </Card>
    </Stack>
  );
}
