"""Investigations started by Alertmanager: its webhook payload, the questions, the queue and the worker."""
