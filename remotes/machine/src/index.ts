// Standalone dev host: the same async boundary as the shell.
import('./standalone');
