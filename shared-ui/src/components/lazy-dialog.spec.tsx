import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

type ClosableNoteProps = { open: boolean; note: string; onClose: () => void };

function ClosableNote({ open, note }: ClosableNoteProps) {
  return open ? <div role="dialog">{note}</div> : null;
}

describe('lazyDialog when its code cannot load', () => {
  it('says so in a dialog with Close and Retry, which loads it again, and the page stays', async () => {
    // React reports the caught load error on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<typeof ClosableNote>, []>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValue(ClosableNote);
    const onClose = jest.fn();
    const Dialog = lazyDialog(load);
    const user = userEvent.setup();
    render(
      <main>
        <h1>Settings</h1>
        <Dialog open note="e" onClose={onClose} />
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This could not be opened. Check your connection and try again.',
    );
    expect(screen.getByRole('heading', { name: 'Settings', hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('e')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
