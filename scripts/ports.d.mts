/** Types of scripts/ports.mjs, for the TypeScript configs that import it. */
export interface NamedPort {
  port: number;
  name: string;
}
export declare const PORTS: {
  readonly emulator: 4010;
  readonly preview: 4173;
  readonly dev: 5173;
  readonly prod: 4180;
};
export declare function isPortTaken(port: number): Promise<boolean>;
export declare function portTakenMessage(entry: NamedPort): string;
export declare function takenPorts(entries: readonly NamedPort[]): Promise<string[]>;
export declare function exitIfPortsTaken(entries: readonly NamedPort[]): Promise<void>;
export declare function parsePortArgs(args: string[]): NamedPort[];
