// The async boundary of the standalone dev shell: shared modules are negotiated first.
import('./bootstrap');
