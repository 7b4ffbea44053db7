import { ActionIcon, Anchor, Button, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { HrDocument } from '@dripp/contract/documents';
import { Link } from 'react-router';
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

/** /admin/documents (spec 2 §2 "HR documents admin"): title, filename and size; cards at 900 px and below. */
export function DocumentsPage() {
  useDocumentTitle('Documents · Dripp Portal');
  const { can, canAny } = usePermissions();
  const mayOpen = canAny(['documents-forms-edit', 'documents-forms-view', 'documents-forms-create']);
  const documents = useDocuments(mayOpen);
  const remove = useDeleteDocument();
  // Spec 2 §9: the documents table turns into cards at 900 px or narrower.
  const narrow = useMediaQuery('(max-width: 900px)');

  if (!mayOpen) return <Forbidden />;

  const onDelete = (doc: HrDocument) =>
    confirmDelete({
      message: 'Are you sure you want to delete this Document?',
      onConfirm: () => remove.mutate(doc.id, { onSuccess: () => notifySuccess('Successfully removed document') }),
    });

  const columns: Column<HrDocument>[] = [
    {
      key: 'title',
      label: 'Title',
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
      label: 'Filename',
      render: (doc) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {doc.file}
        </Text>
      ),
    },
    { key: 'size', label: 'Size', render: (doc) => formatSize(doc.size) },
    {
      key: 'actions',
      label: 'Actions',
      render: (doc) => (
        <Group gap={4} wrap="nowrap">
          {can('documents-forms-edit') && (
            <Tooltip label="Edit">
              <ActionIcon
                component={Link}
                to={paths.adminDocument.href(doc.id)}
                variant="subtle"
                aria-label={`Edit ${doc.title}`}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {/* Spec 2 §6: Download shows only with documents-forms-download. */}
          {can('documents-forms-download') && (
            <Tooltip label="Download">
              <ActionIcon
                variant="subtle"
                onClick={() => void downloadDocument(doc.id)}
                aria-label={`Download ${doc.title}`}
              >
                <IconDownload size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {can('documents-forms-delete') && (
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red.8"
                onClick={() => onDelete(doc)}
                loading={remove.isPending && remove.variables === doc.id}
                aria-label={`Delete ${doc.title}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Documents"
        actions={
          can('documents-forms-create') && (
            <Button component={Link} to={paths.adminDocument.href('new')} leftSection={<IconPlus size={16} />}>
              Add Document
            </Button>
          )
        }
      />
      <Card padding="lg">
        {loadFailure(documents) ? (
          <LoadFailed failure={loadFailure(documents)!} message="Could not get Hr-Documents" />
        ) : documents.data === undefined ? (
          <Stack gap="sm" role="status" aria-label="Loading documents">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : (
          <ResponsiveTable
            label="Documents"
            columns={columns}
            rows={documents.data}
            rowKey={(doc) => doc.id}
            emptyText="No documents yet"
            cardsBelow={narrow ? 'xl' : 'xs'}
          />
        )}
      </Card>
    </Stack>
  );
}
