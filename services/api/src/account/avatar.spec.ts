import { initialsOf } from './accounts.service';
import { avatarSvg, avatarVersion } from './avatar';

describe(avatarSvg.name, () => {
  it('draws the same picture for the same user, and another for someone else', () => {
    expect(avatarSvg('acc:1')).toBe(avatarSvg('acc:1'));
    expect(avatarSvg('acc:1')).not.toBe(avatarSvg('acc:2'));
  });

  it('shows at most two letters of the initials and nothing else from them (no markup)', () => {
    const svg = avatarSvg('acc:1', 'ș<script>x</script>');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('>ȘS</text>');
  });
});

describe(initialsOf.name, () => {
  it('takes the initials of the display name, else of the e-mail address', () => {
    expect(initialsOf({ displayName: 'Ion Popescu', email: 'x@example.com' })).toBe('IP');
    expect(initialsOf({ displayName: 'ana-maria', email: null })).toBe('A');
    expect(initialsOf({ displayName: null, email: 'elena.ceban@example.com' })).toBe('EC');
    expect(initialsOf({ displayName: null, email: null })).toBe('');
  });
});

describe(avatarVersion.name, () => {
  it('changes when the picture would change', () => {
    expect(avatarVersion('acc:1', 'IP')).toBe(avatarVersion('acc:1', 'IP'));
    expect(avatarVersion('acc:1', 'IP')).not.toBe(avatarVersion('acc:1', 'EC'));
    expect(avatarVersion('acc:1', 'IP')).not.toBe(avatarVersion('anon:1', 'IP'));
  });
});
