import type { ReactNode } from 'react';
import { displayDateTime } from '../../lib/format';
import { useStoreZone } from '../../lib/use-store-zone';
import { Button, Card, Group, Skeleton, Stack, Table } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconPencil, IconPrinter } from '@tabler/icons-react';
import { incidentLabel } from '@dripp/contract/incidents';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { NotFoundPage } from '../../components/not-found-page';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { NotLoaded } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { SourceActions } from '../../components/source-actions';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { useIncident } from './api/get-incident';
import { employeesOnDuty, showDate, witnesses } from './incident-format';
import { time12 } from '@dripp/domain/incident-format';
import classes from './incidents.module.css';

/** /management/incident-report/{id} (spec 3 §2.11), with a clean print layout. */
export function IncidentViewPage() {
  const { t } = useLingui();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { can, canAny } = usePermissions();
  const allowed = canAny(['incident-reports-view', 'incident-reports-edit']);
  const report = useIncident(id, valid && allowed);
  const data = report.data;
  const zone = useStoreZone(data?.storeId);
  const label = data ? incidentLabel(data.incidentNumber) : '';
  useDocumentTitle(data ? t`${label} · Dripp Portal` : t`Incident Report · Dripp Portal`);

  if (!valid) return <NotFoundPage />;
  if (!allowed) return <Forbidden />;

  const rows: [string, ReactNode][] = data
    ? [
        [t`Incident Number`, label],
        [t`Subject`, data.subject],
        [t`Description`, data.description],
        [t`Store`, data.storeName],
        [t`Incident Date Time`, `${showDate(data.incidentDate)} ${time12(data.incidentTime)}`],
        [t`Manager`, data.managerName],
        [t`Employees On Duty`, employeesOnDuty(data).join(', ') || '—'],
        [t`Witnesses`, witnesses(data).join(', ') || '—'],
        [t`Employee Signature`, data.employeeSignature],
        [t`Entered Date`, showDate(data.enteredDate)],
        [t`Filed By`, data.submittedBy ? `${data.submittedBy}, ${displayDateTime(data.submittedAt, zone)}` : '—'],
      ]
    : [];

  return (
    <Stack gap="lg">
      <PageHeader
        title={data ? t`Incident Report ${label}` : t`Incident Report`}
        actions={
          data && (
            <Group gap="sm" className={classes.noPrint}>
              <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
                <Trans>Print</Trans>
              </Button>
              {can('incident-reports-edit', data.storeId) && (
                <Button
                  component={Link}
                  to={paths.incidentReportEdit.href(data.id)}
                  leftSection={<IconPencil size={16} />}
                >
                  <Trans>Edit</Trans>
                </Button>
              )}
            </Group>
          )
        }
      />
      {loadFailure(report) ? (
        <NotLoaded
          message={t`Could not get Incident Report.`}
          backHref={paths.incidentReportList.href()}
          backLabel={t`Back to the list`}
          failure={loadFailure(report)}
        />
      ) : !data ? (
        <Card padding="lg">
          <Stack gap="sm" role="status" aria-label={t`Loading the incident report`}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Stack>
        </Card>
      ) : (
        <Card padding="md" className={classes.printCard}>
          <Table className={classes.viewTable} verticalSpacing="sm" aria-label={t`Incident report`}>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      {data && (
        <SourceActions
          source="incident"
          sourceId={data.id}
          storeId={data.storeId}
          raiseHref={
            can('corrective-actions-edit', data.storeId)
              ? paths.actionNew.href({ storeId: data.storeId, incidentId: data.id })
              : undefined
          }
          className={classes.noPrint}
        />
      )}
      <Group className={classes.noPrint}>
        <Button
          variant="default"
          component={Link}
          to={paths.incidentReportList.href()}
          leftSection={<IconArrowLeft size={16} />}
        >
          <Trans>Back</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
