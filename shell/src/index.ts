// The async boundary lets Module Federation initialise the share scope before React loads.
import('./bootstrap');
