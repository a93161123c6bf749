import { globalKeyframes } from '@vanilla-extract/css';
import './foundations/reset.css.ts';

// Kept as a global name because Button's spinner (and apps' styles) refer to it by name.
globalKeyframes('eg-spin', { to: { transform: 'rotate(360deg)' } });
