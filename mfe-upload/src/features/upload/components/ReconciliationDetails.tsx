import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { Reconciliation } from '@sikalens/api-client';
import { formatCedi } from '@sikalens/shared-ui';
import { plural, TOTAL_LABELS } from '../utils/reconciliation';

type ReconciliationDetailsProps = { reconciliation: Reconciliation };

const money = (value: string | null | undefined) =>
  value === null || value === undefined ? '—' : formatCedi(value);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// An upload's details: each check, the totals that differ, and the rows that were skipped.
export function ReconciliationDetails({ reconciliation }: ReconciliationDetailsProps) {
  const { checks, mismatches, printed, computed, skippedRows, skippedIds, unreconciled } =
    reconciliation;
  const unnamed = Math.max(0, skippedRows - skippedIds.length);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
      {checks.length > 0 ? (
        <Box
          component="ul"
          aria-label="Checks against the statement"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}
        >
          {checks.map((check, index) => (
            <Box
              component="li"
              key={`${check.name}-${index}`}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            >
              <Box
                role="img"
                aria-label={check.ok ? 'Passed' : 'Needs attention'}
                sx={{ color: check.ok ? 'success.main' : 'warning.main', pt: '2px' }}
              >
                {check.ok ? <CircleCheck size={16} /> : <TriangleAlert size={16} />}
              </Box>
              <Typography variant="body2">{check.detail}</Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {mismatches.length > 0 ? (
        <Table size="small" aria-label="Totals that do not match">
          <TableHead>
            <TableRow>
              <TableCell>Total</TableCell>
              <TableCell align="right">On the statement</TableCell>
              <TableCell align="right">From the rows read</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {mismatches.map((name) => (
              <TableRow key={name}>
                <TableCell>{capitalised(TOTAL_LABELS[name])}</TableCell>
                <TableCell align="right">{money(printed?.[name])}</TableCell>
                <TableCell align="right">{money(computed[name])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {skippedIds.length > 0 ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Skipped rows (transaction IDs): {skippedIds.join(', ')}
        </Typography>
      ) : null}
      {unnamed > 0 ? (
        <Typography variant="body2">
          {skippedIds.length > 0
            ? `${plural(unnamed, 'other skipped row has', 'other skipped rows have')} no legible transaction ID.`
            : `${plural(unnamed, 'skipped row has', 'skipped rows have')} no legible transaction ID.`}
        </Typography>
      ) : null}
      {unreconciled.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Balances that do not follow from the row before (E-Levy postings can cause this):{' '}
          {unreconciled.join(', ')}
        </Typography>
      ) : null}
    </Box>
  );
}
