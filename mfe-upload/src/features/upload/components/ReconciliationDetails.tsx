import { useId } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@sikalens/router';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { Reconciliation } from '@sikalens/api-client';
import { formatCedi } from '@sikalens/shared-ui';
import { checkText, plural, TOTAL_LABELS } from '../utils/reconciliation';

type ReconciliationDetailsProps = { reconciliation: Reconciliation };

const money = (value: string | null | undefined) =>
  value === null || value === undefined ? '—' : formatCedi(value);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// History searched for one MoMo transaction ID: the row it imported (issue 30).
const transactionHref = (transactionId: string) =>
  `/transactions?search=${encodeURIComponent(transactionId)}`;

// An upload's details: each check, the totals that differ, and the rows that were skipped.
export function ReconciliationDetails({ reconciliation }: ReconciliationDetailsProps) {
  const { checks, mismatches, printed, computed, skippedRows, skippedIds, unreconciled } =
    reconciliation;
  const unnamed = Math.max(0, skippedRows - skippedIds.length);
  const checkListId = useId();
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
              <Typography variant="body2">{checkText(check, reconciliation)}</Typography>
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
        // Not imported, so there is nothing to open: said plainly, with the IDs to look for in
        // the MoMo app.
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Not imported, as {skippedIds.length === 1 ? 'its row' : 'their rows'} could not be read
          (transaction {skippedIds.length === 1 ? 'ID' : 'IDs'}): {skippedIds.join(', ')}. Look for{' '}
          {skippedIds.length === 1 ? 'it' : 'them'} in your MoMo app.
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
        <Box>
          <Typography variant="body2" id={checkListId}>
            {unreconciled.length === 1 ? 'Transaction' : 'Transactions'} to check against your MoMo
            app (the balance printed does not match the one before plus the amount):
          </Typography>
          <Box
            component="ul"
            aria-labelledby={checkListId}
            sx={{
              m: 0,
              mt: 0.5,
              p: 0,
              listStyle: 'none',
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 2,
              rowGap: 0.5,
            }}
          >
            {unreconciled.map((transactionId) => (
              <Box component="li" key={transactionId}>
                <Link
                  component={RouterLink}
                  to={transactionHref(transactionId)}
                  variant="body2"
                  aria-label={`Open transaction ${transactionId}`}
                  sx={{
                    // A tap target of 44 px in height, the line kept as text.
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: 44,
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {transactionId}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
