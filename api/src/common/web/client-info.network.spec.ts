import { networkOf } from './client-info';

describe('networkOf', () => {
  it('keeps an IPv4 address whole', () => {
    expect(networkOf('41.66.200.7')).toBe('41.66.200.7');
    expect(networkOf('::ffff:41.66.200.7')).toBe('41.66.200.7');
  });

  it('counts every address of one IPv6 /64 as one network', () => {
    const net = '2c0f:f738:2004:82:';
    const a = networkOf(`${net}1a2b:3c4d:5e6f:7081`);
    expect(a).toBe('2c0f:f738:2004:82::/64');
    // Random interface ids in the same /64, written every way IPv6 allows.
    for (let i = 0; i < 50; i++) {
      const id = Array.from({ length: 4 }, () => Math.floor(Math.random() * 0x10000).toString(16));
      expect(networkOf(`${net}${id.join(':')}`)).toBe(a);
      expect(networkOf(`2C0F:F738:2004:0082:${id.join(':').toUpperCase()}`)).toBe(a);
    }
    expect(networkOf('2c0f:f738:2004:82::1')).toBe(a);
    expect(networkOf('2c0f:f738:2004:82::')).toBe(a);
    expect(networkOf('2c0f:f738:2004:82::1.2.3.4')).toBe(a);
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('tells neighbouring /64s apart', () => {
    expect(networkOf('2c0f:f738:2004:83::1')).not.toBe(networkOf('2c0f:f738:2004:82::1'));
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });

  it('gives null for what is not an address', () => {
    expect(networkOf(null)).toBeNull();
    expect(networkOf('not-an-ip')).toBeNull();
    expect(networkOf('1:2:3:4:5:6:7:8:9')).toBeNull();
  });
});
