"""The rules server for tabletop role-playing games."""
