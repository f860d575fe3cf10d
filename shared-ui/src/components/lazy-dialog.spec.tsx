import { render, screen } from '@testing-library/react';
import { lazyDialog } from './lazy-dialog';

type NoteDialogProps = { open: boolean; note: string };

function NoteDialog({ open, note }: NoteDialogProps) {
  return open ? <div role="dialog">{note}</div> : <p>closed {note}</p>;
}

describe('lazyDialog', () => {
  it('loads nothing until first opened, then shows the dialog and keeps it mounted', async () => {
    const load = jest.fn(() => Promise.resolve(NoteDialog));
    const Dialog = lazyDialog(load);
    const { rerender } = render(<Dialog open={false} note="a" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/a/)).not.toBeInTheDocument();

    rerender(<Dialog open note="b" />);
    // The spinner answers the tap while the code loads.
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toHaveTextContent('b');
    expect(load).toHaveBeenCalledTimes(1);

    // Closed, it stays mounted (its own closing transition), and opens again without loading.
    rerender(<Dialog open={false} note="c" />);
    expect(screen.getByText('closed c')).toBeInTheDocument();
    rerender(<Dialog open note="d" />);
    expect(screen.getByRole('dialog')).toHaveTextContent('d');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens on other props when told which ones mean open', async () => {
    const Dialog = lazyDialog(
      () => Promise.resolve(({ target }: { target: string | null }) => <p>editing {target}</p>),
      ({ target }) => target !== null,
    );
    const { rerender } = render(<Dialog target={null} />);
    expect(screen.queryByText(/editing/)).not.toBeInTheDocument();
    rerender(<Dialog target="Food" />);
    expect(await screen.findByText('editing Food')).toBeInTheDocument();
  });
});
