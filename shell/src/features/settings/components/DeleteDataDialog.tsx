import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

type DeleteDataDialogProps = {
  open: boolean;
  deleting: boolean;
  restoreHours: number;
  onCancel: () => void;
  onConfirm: () => void;
};

const GOES = [
  'Every transaction, with its category',
  'Uploaded statements',
  'Learned categorization rules',
  'Flagged-expense reviews',
  'AI chat history and in-app notifications',
];
const STAYS = [
  'Your account and sign-in',
  'Your wallets',
  'Your categories, budgets and budget alerts',
  'Payments and your plan',
];

function Listed({ title, items }: { title: string; items: string[] }) {
  return (
    <Box>
      <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export function DeleteDataDialog({
  open,
  deleting,
  restoreHours,
  onCancel,
  onConfirm,
}: DeleteDataDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : onCancel}
      fullWidth
      maxWidth="xs"
      aria-describedby="delete-data-description"
    >
      <DialogTitle>Delete all transaction data?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id="delete-data-description">
          This deletes your transaction data from SikaLens at once. You can undo it for{' '}
          {restoreHours} hours; until then a copy is kept encrypted, then it is erased for good.
        </DialogContentText>
        <Listed title="What is deleted" items={GOES} />
        <Listed title="What stays" items={STAYS} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={deleting}>
          Delete data
        </Button>
      </DialogActions>
    </Dialog>
  );
}
