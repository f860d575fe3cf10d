import { useState, type MouseEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { FileSpreadsheet, FileText } from 'lucide-react';
import type { InsightsPeriod, ReportFormat } from '@sikalens/api-client';
import { useAuth, useShell } from '@sikalens/shared-ui';
import { useReportDownload } from '../hooks/useReportDownload';

// The periods a report can cover (the insights periods). All time first: it is what the history
// on this page shows.
const REPORT_PERIODS: readonly { value: InsightsPeriod; label: string }[] = [
  { value: 'all', label: 'All time' },
  { value: 'latest', label: 'Latest month' },
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'last-3-months', label: 'Last 3 months' },
  { value: 'this-year', label: 'This year' },
];

const FORMATS: Record<ReportFormat, { label: string; icon: ReactNode }> = {
  pdf: { label: 'PDF report', icon: <FileText size={18} /> },
  xlsx: { label: 'Excel', icon: <FileSpreadsheet size={18} /> },
};

type ReportExportButtonsProps = { walletId: string };

// Premium export (Pro): a period's PDF report or Excel workbook for the wallet filter in force.
// Free users see the buttons with a PRO badge; a click opens the upgrade dialog instead.
export function ReportExportButtons({ walletId }: ReportExportButtonsProps) {
  const { user } = useAuth();
  const isPro = !!user?.isPro;
  const { openUpgradeDialog } = useShell();
  const report = useReportDownload(walletId);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; format: ReportFormat } | null>(null);

  const choose = (format: ReportFormat) => (event: MouseEvent<HTMLButtonElement>) => {
    if (isPro) setMenu({ anchor: event.currentTarget, format });
    else openUpgradeDialog();
  };

  return (
    <>
      {(['pdf', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outlined"
          startIcon={FORMATS[format].icon}
          endIcon={
            isPro ? null : <Chip component="span" size="small" color="secondary" label="PRO" />
          }
          onClick={choose(format)}
          disabled={report.preparing !== null}
          aria-haspopup={isPro ? 'menu' : 'dialog'}
        >
          {report.preparing === format ? 'Preparing…' : FORMATS[format].label}
        </Button>
      ))}
      <Menu
        anchorEl={menu?.anchor ?? null}
        open={menu !== null}
        onClose={() => setMenu(null)}
        slotProps={{ list: { 'aria-label': 'Report period' } }}
      >
        <ListSubheader>Report period</ListSubheader>
        {REPORT_PERIODS.map((period) => (
          <MenuItem
            key={period.value}
            onClick={() => {
              if (menu) report.start(menu.format, period.value);
              setMenu(null);
            }}
          >
            {period.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
