import XLIFF

func importLocalizations(_ options: CommandOptions) -> ExitStatus {
    printError("error: not yet")
    return .inputError
}
