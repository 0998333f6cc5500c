import { describe, expect, it } from 'vitest';
import { inFormControl, playerKeyAction, seekTarget } from './player-keys';

describe('the player’s keys', () => {
  it('plays and pauses with space or K, seeks 5 s with the arrows, toggles full screen with F and mutes with M', () => {
    expect(playerKeyAction({ key: ' ' })).toEqual({ kind: 'toggle' });
    expect(playerKeyAction({ key: 'k' })).toEqual({ kind: 'toggle' });
    expect(playerKeyAction({ key: 'K' })).toEqual({ kind: 'toggle' });
    expect(playerKeyAction({ key: 'ArrowLeft' })).toEqual({ kind: 'seek', seconds: -5 });
    expect(playerKeyAction({ key: 'ArrowRight' })).toEqual({ kind: 'seek', seconds: 5 });
    expect(playerKeyAction({ key: 'f' })).toEqual({ kind: 'fullscreen' });
    expect(playerKeyAction({ key: 'M' })).toEqual({ kind: 'mute' });
  });

  it('leaves other keys, and keys with Ctrl, Alt or Meta, to the browser', () => {
    expect(playerKeyAction({ key: 'a' })).toBeUndefined();
    expect(playerKeyAction({ key: 'Enter' })).toBeUndefined();
    expect(playerKeyAction({ key: 'f', ctrlKey: true })).toBeUndefined();
    expect(playerKeyAction({ key: 'ArrowLeft', altKey: true })).toBeUndefined();
    expect(playerKeyAction({ key: 'k', metaKey: true })).toBeUndefined();
  });

  it('does not take keys typed into a form control or editable text', () => {
    for (const tagName of ['INPUT', 'select', 'TEXTAREA', 'BUTTON']) expect(inFormControl({ tagName })).toBe(true);
    expect(inFormControl({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    for (const tagName of ['VIDEO', 'BODY', 'A']) expect(inFormControl({ tagName })).toBe(false);
    expect(inFormControl(null)).toBe(false);
  });

  it('seeks within the video', () => {
    expect(seekTarget(3, -5, 60)).toBe(0);
    expect(seekTarget(58, 5, 60)).toBe(60);
    expect(seekTarget(10, 5, 60)).toBe(15);
    expect(seekTarget(10, 5, Number.NaN)).toBe(15);
  });
});
