// Standalone entry (dev). The async boundary lets Module Federation set up shared modules first.
import('./bootstrap');
