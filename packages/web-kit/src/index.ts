/**
 * @potluck/web-kit: what a game's web slice (`@potluck/<id>/web`) is built from, and nothing app-specific. The
 * web app (packages/web) hosts the screens: it owns the connection, the routes and the i18next texts.
 */
export * from './content-gate.ts';
export * from './EndTable.tsx';
export * from './end.ts';
export * from './end-texts.ts';
export * from './focus.ts';
export * from './i18n.ts';
export * from './kit-texts.ts';
export * from './motion.ts';
export * from './names.ts';
export * from './screen.ts';
export * from './TableMotion.tsx';
export * from './TableStatus.tsx';
export * from './table.ts';
export * from './texts.ts';
export * from './types.ts';
export * from './widgets/GridBoard.tsx';
export * from './widgets/Hand.tsx';
export * from './widgets/HandDock.tsx';
export * from './widgets/Market.tsx';
export * from './widgets/ScoreSheet.tsx';
export * from './widgets/ScoresDrawer.tsx';
export * from './widgets/SecretChoice.tsx';
export * from './widgets/TrickArea.tsx';
