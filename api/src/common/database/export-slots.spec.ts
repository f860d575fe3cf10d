import { ExportSlots } from './export-slots';

describe('ExportSlots', () => {
  it('lets a few run, queues the rest in order, and refuses past the queue', async () => {
    const slots = new ExportSlots(2, 2, 1_000);
    const first = await slots.acquire();
    const second = await slots.acquire();
    const order: number[] = [];
    const third = slots.acquire().then((release) => {
      order.push(3);
      return release;
    });
    const fourth = slots.acquire().then((release) => {
      order.push(4);
      return release;
    });
    await expect(slots.acquire()).rejects.toMatchObject({ status: 429 });
    first();
    first(); // a second call frees nothing more
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual([3, 4]);
    // All free again: two at once without waiting.
    const again = [await slots.acquire(), await slots.acquire()];
    again.forEach((release) => release());
  });

  it('gives up on a wait that takes too long', async () => {
    jest.useFakeTimers();
    try {
      const slots = new ExportSlots(1, 5, 500);
      const held = await slots.acquire();
      const waiting = slots.acquire();
      jest.advanceTimersByTime(501);
      await expect(waiting).rejects.toMatchObject({ status: 429 });
      held();
    } finally {
      jest.useRealTimers();
    }
  });
});
