import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPart } from './lazy-part';

type ChartProps = { height: number; label: string };

const Chart = ({ label }: ChartProps) => <figure>{label}</figure>;
const Placeholder = ({ height }: ChartProps) => <div role="progressbar">{height}px</div>;

describe('lazyPart', () => {
  it('shows the placeholder with the same props until the code is in, loading it once', async () => {
    let resolve: (chart: typeof Chart) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof Chart>((done) => (resolve = done)));
    const Part = lazyPart(load, Placeholder, 'No chart.');
    Part.preload();
    Part.preload();
    render(<Part height={240} label="Spent" />);
    expect(screen.getByRole('progressbar')).toHaveTextContent('240px');
    resolve(Chart);
    expect(await screen.findByRole('figure')).toHaveTextContent('Spent');
    expect(load).toHaveBeenCalledTimes(1);
    // Mounted again later (back on the page): drawn at once, no placeholder.
    render(<Part height={120} label="Fees" />);
    expect(screen.getByText('Fees')).toBeInTheDocument();
    expect(screen.queryByText('120px')).not.toBeInTheDocument();
  });

  it('says so when the code cannot load, and Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<typeof Chart>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(Chart);
    const Part = lazyPart(load, Placeholder, 'Could not load the chart.');
    render(
      <>
        <Part height={240} label="Spent" />
        <p>the rest of the page</p>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the chart.');
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('figure')).toHaveTextContent('Spent');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
