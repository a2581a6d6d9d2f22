import {describe, expect, it, vi} from 'vitest';
import {createAnalyticsBus} from '~/lib/analytics/bus';

describe('analytics bus', () => {
  it('a destination that starts after the page published still hears the page view', () => {
    const bus = createAnalyticsBus();
    bus.publish({name: 'search', term: 'linen'});
    const heard = vi.fn();
    bus.subscribe(heard);
    expect(heard).toHaveBeenCalledWith({name: 'search', term: 'linen'});
    bus.publish({name: 'login', method: 'email'});
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('a broken destination does not stop the others', () => {
    const bus = createAnalyticsBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    bus.subscribe(() => {
      throw new Error('boom');
    });
    const heard = vi.fn();
    bus.subscribe(heard);
    bus.publish({name: 'login', method: 'email'});
    expect(heard).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith(
      'Analytics publish error',
      expect.any(Error),
    );
    error.mockRestore();
  });

  it('an unsubscribed destination hears nothing more', () => {
    const bus = createAnalyticsBus();
    const heard = vi.fn();
    const stop = bus.subscribe(heard);
    stop();
    bus.publish({name: 'login', method: 'email'});
    expect(heard).not.toHaveBeenCalled();
  });
});
